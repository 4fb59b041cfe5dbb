/** SPEC §7 help/support: a mail composer link to the support address with a prefilled subject and body. */
export function supportMailto(address: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(address).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
