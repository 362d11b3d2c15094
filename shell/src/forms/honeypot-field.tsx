import { HONEYPOT_FIELD } from '@site/contracts/lead-forms';

/**
 * The spam trap: a field people never see, hear or reach with Tab, which form-filling bots fill
 * in. Moved off-screen rather than `display: none`, which bots recognise and skip.
 */
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" data-honeypot="" css={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
