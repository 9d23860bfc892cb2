/**
 * Undo, redo, clear and share. Share sends the calculator's address (the whole hand is in it) to the
 * platform's share sheet where there is one (`navigator.share`), else copies it; where neither is
 * allowed (plain HTTP, a refused permission) it shows the link as selectable text. What happened is
 * said in a live region, in the page's language.
 */
import { useState } from 'preact/hooks';
import type { Ui } from './fields.tsx';

export function Actions(props: { ui: Ui; canUndo: boolean; canRedo: boolean; onUndo: () => void; onRedo: () => void; onClear: () => void; url: () => string }) {
  const { t } = props.ui;
  const [note, setNote] = useState('');
  const [shown, setShown] = useState('');
  const share = async () => {
    const url = props.url();
    setShown('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title: document.title });
        setNote(t('ui:calc.shared'));
        return;
      } catch (e) {
        // Closed by the user: nothing to say. Refused (no user gesture, a policy): copy instead.
        if ((e as DOMException)?.name === 'AbortError') return setNote('');
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote(t('ui:calc.copied'));
    } catch {
      setNote(t('ui:calc.copyFailed'));
      setShown(url);
    }
  };
  return (
    <div class="calc-actions">
      <button type="button" class="calc-button" id="calc-undo" aria-keyshortcuts="Control+Z Meta+Z" disabled={!props.canUndo} onClick={props.onUndo}>
        {t('ui:calc.undo')}
      </button>
      <button type="button" class="calc-button" id="calc-redo" aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y" disabled={!props.canRedo} onClick={props.onRedo}>
        {t('ui:calc.redo')}
      </button>
      <button type="button" class="calc-button" id="calc-clear" onClick={props.onClear}>
        {t('ui:calc.clear')}
      </button>
      <button type="button" class="calc-button" id="calc-share" onClick={share}>
        {t('ui:calc.share')}
      </button>
      <span role="status" aria-live="polite" class="calc-note">
        {note}
      </span>
      {shown && (
        <div class="calc-field calc-link">
          <label for="calc-link">{t('ui:calc.link')}</label>
          <input id="calc-link" type="text" readOnly value={shown} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
    </div>
  );
}
