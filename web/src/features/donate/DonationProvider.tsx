import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useDonate } from './useDonate';
import { DonationModal } from './DonationModal';

type OpenDonation = () => void;

const DonationContext = createContext<OpenDonation | null>(null);

/** Signed-in pages share one donation dialog: donate on the provider's page, or register as a supporter. */
export function DonationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const value = useMemo(() => show, [show]);
  return (
    <DonationContext.Provider value={value}>
      {children}
      <DonationModal open={open} onClose={() => setOpen(false)} />
    </DonationContext.Provider>
  );
}

/** Opens the donation dialog; outside the signed-in app (the landing page) it opens the provider's page. */
export function useDonation(): OpenDonation {
  const open = useContext(DonationContext);
  const donate = useDonate();
  return useMemo(() => open ?? (() => void donate()), [open, donate]);
}
