import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './ui.css';

/** A search field with a hidden label and an optional "type at least 2 characters" hint under it. */
export function SearchBox({
  value,
  onChange,
  tooShort,
  testId,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  tooShort: boolean;
  testId: string;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="search-box">
        <label htmlFor={id} className="visually-hidden">
          {label ?? t('camera.searchLabel')}
        </label>
        <Icon name="search" className="search-box__icon" />
        <input
          id={id}
          type="search"
          className="search-box__input"
          placeholder={placeholder ?? t('camera.searchPlaceholder')}
          value={value}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
      </div>
      {tooShort && <p className="picker__hint">{t('camera.searchMinChars')}</p>}
    </>
  );
}
