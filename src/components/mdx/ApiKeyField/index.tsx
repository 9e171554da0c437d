import React, { useEffect, useId, useRef } from 'react';
import { translate } from '../../../i18n/translate';
import { useApiKey } from '../hooks/useApiKey';
import * as styles from './styles.module.css';

/**
 * Where a reader pastes their API key so that every code sample shows it (masked) in place of
 * `YOUR_API_KEY` and copies it in full. The key stays in this tab's sessionStorage; nothing here
 * sends it anywhere (the input is in no form and no request is made).
 *
 * The build puts one above the first sample that needs a key (src/node/remark-api-key-field.ts);
 * authors may also place `<ApiKeyField />` themselves. Hidden without JavaScript, where it could
 * not work.
 */
export default function ApiKeyField() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [apiKey, { set, del }] = useApiKey();

  // Uncontrolled on purpose: React mirrors a controlled input's value into its `value` attribute,
  // which would put the key into the serialised DOM. The property is set here instead, when the
  // key changes elsewhere (another field, another tab, Clear).
  useEffect(() => {
    const input = inputRef.current;
    if (input && input.value.trim() !== (apiKey ?? '')) input.value = apiKey ?? '';
  }, [apiKey]);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value.trim();
    if (value) set(value);
    else del();
  };

  const clear = () => {
    del();
    inputRef.current?.focus();
  };

  return (
    // A form, not content: kept out of the search index.
    <div className={styles.field} data-api-key-field="" data-pagefind-ignore="">
      <label className={styles.label} htmlFor={`${id}-input`}>
        {translate('theme.ApiKeyField.label')} <span className={styles.optional}>{translate('theme.ApiKeyField.optional')}</span>
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="password"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={onChange}
          aria-describedby={`${id}-help ${id}-status`}
        />
        <button type="button" className={styles.clear} onClick={clear} disabled={!apiKey}>
          {translate('theme.ApiKeyField.clear')}
        </button>
      </div>
      <p id={`${id}-help`} className={styles.help}>
        {translate('theme.ApiKeyField.help')}
      </p>
      <p id={`${id}-status`} role="status" className={apiKey ? styles.status : 'visually-hidden'}>
        {apiKey ? translate('theme.ApiKeyField.inUse') : ''}
      </p>
    </div>
  );
}
