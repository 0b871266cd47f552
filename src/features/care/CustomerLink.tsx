import { useRef, useState } from 'react';
import styles from './CareTool.module.scss';

export interface CustomerLinkProps {
  /** The page's address on the public host, without the hash (the server cannot see it). */
  publicUrl: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
}

/**
 * The care tool's customer link (spec §6 shared links): this page on the public host, hash included (search
 * criteria live there), copied for the customer. Started on first use.
 */
export default function CustomerLink({ publicUrl, label, copyLabel, copiedLabel }: CustomerLinkProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    const field = input.current;
    if (!field) return;
    field.value = `${publicUrl}${window.location.hash}`;
    try {
      await navigator.clipboard.writeText(field.value);
    } catch {
      // Without the clipboard API (an insecure origin) the selected text can still be copied by hand.
    }
    field.select();
    setIsCopied(true);
  };
  return (
    <div className={styles.link}>
      <label htmlFor="care-customer-link">{label}</label>
      <input ref={input} id="care-customer-link" className={styles.url} readOnly defaultValue={publicUrl} />
      <button type="button" className={styles.button} onClick={copy}>
        {copyLabel}
      </button>
      <span role="status" className={styles.copied}>
        {isCopied ? copiedLabel : ''}
      </span>
    </div>
  );
}
