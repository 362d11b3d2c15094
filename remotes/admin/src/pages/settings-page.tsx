import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PageProps } from '@site/contracts/remote-module';
import type { SiteSettings } from '@site/contracts/site-settings';
import { siteSettingsSchema } from '@site/contracts/site-settings-schema';
import { Button } from '@site/ui/button';
import { TextField } from '@site/ui/form-field';
import { queryClient } from '@site/ui/query-client';
import { theme } from '@site/ui/theme';
import { saveSettings, settingsQuery, type SettingsPayload } from '../api/settings-api.ts';
import { AdminFrame } from '../components/admin-frame.tsx';
import { AdminGate } from '../components/admin-gate.tsx';
import { errorText, formRow, muted, panel, sectionTitle } from '../components/admin-styles.ts';
import { formatDateTime } from '../components/format.ts';
import { CurrencyAmountsFields } from '../settings/currency-amounts-fields.tsx';
import { TypicalSavingsFields } from '../settings/typical-savings-fields.tsx';
import { notifyFailed, notifySaved } from '../users/notify.ts';

function SettingsForm({ loaded }: { loaded: SettingsPayload }) {
  const [settings, setSettings] = useState<SiteSettings>(loaded.settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<SiteSettings>) => setSettings({ ...settings, ...change });
  const setPhone = (index: number, change: Partial<SiteSettings['phones'][number]>) =>
    set({ phones: settings.phones.map((phone, other) => (other === index ? { ...phone, ...change } : phone)) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = siteSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveSettings(parsed.data);
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      setSettings(saved.settings);
      notifySaved('Settings saved', 'Every page served from now on shows them; prerendered pages follow within seconds.');
    } catch (failure) {
      notifyFailed('The settings were not saved', failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form css={[panel, { gap: theme.space.lg }]} onSubmit={(event) => void submit(event)} noValidate aria-label="Public site settings">
      <p css={muted}>
        {loaded.updatedBy
          ? `Last changed by ${loaded.updatedBy}, ${formatDateTime(loaded.updatedAt ?? '')}.`
          : 'Not changed yet: the site shows the defaults it was built with.'}
      </p>
      <fieldset css={{ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: theme.space.md }}>
        <legend css={[sectionTitle, { marginBottom: theme.space.sm }]}>Phone numbers (footer, contact pages, structured data)</legend>
        {errors.phones ? <p css={errorText}>{errors.phones}</p> : null}
        {settings.phones.map((phone, index) => (
          <div key={index} css={formRow}>
            <TextField
              label={`Line ${index + 1} name`}
              value={phone.label}
              maxLength={40}
              error={errors[`phones.${index}.label`]}
              onChange={(event) => setPhone(index, { label: event.target.value })}
              required
            />
            <TextField
              label={`Line ${index + 1} number`}
              type="tel"
              value={phone.display}
              error={errors[`phones.${index}.display`]}
              onChange={(event) => setPhone(index, { display: event.target.value })}
              required
            />
            <div>
              <Button
                size="sm"
                variant="ghost"
                disabled={settings.phones.length <= 1}
                onClick={() => set({ phones: settings.phones.filter((_phone, other) => other !== index) })}
              >
                Remove line {index + 1}
              </Button>
            </div>
          </div>
        ))}
        {settings.phones.length < 4 ? (
          <div>
            <Button size="sm" variant="secondary" onClick={() => set({ phones: [...settings.phones, { label: '', display: '' }] })}>
              Add a number
            </Button>
          </div>
        ) : null}
      </fieldset>
      <div css={formRow}>
        <TextField
          label="E-mail address"
          type="email"
          value={settings.email}
          error={errors.email}
          onChange={(event) => set({ email: event.target.value })}
          required
        />
        <TextField
          label="Support centre address"
          type="url"
          value={settings.supportUrl}
          error={errors.supportUrl}
          hint="https only; /go/support and the help redirects lead here."
          onChange={(event) => set({ supportUrl: event.target.value })}
          required
        />
        <TextField
          label="Platform login address"
          type="url"
          value={settings.loginUrl}
          error={errors.loginUrl}
          hint="https only; the header's Login link."
          onChange={(event) => set({ loginUrl: event.target.value })}
          required
        />
        <TextField
          label="Tag manager container"
          value={settings.tagManagerId}
          error={errors.tagManagerId}
          hint="GTM-… or empty for none. Loaded only for visitors who allow analytics or advertising."
          onChange={(event) => set({ tagManagerId: event.target.value.trim().toUpperCase() })}
        />
      </div>
      <CurrencyAmountsFields amounts={settings.currencyAmounts} errors={errors} onChange={(currencyAmounts) => set({ currencyAmounts })}>
        <TypicalSavingsFields savings={settings.typicalSavings} errors={errors} onChange={(typicalSavings) => set({ typicalSavings })} />
      </CurrencyAmountsFields>
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

function Settings() {
  const settings = useQuery(settingsQuery, queryClient);
  if (settings.isError) return <p css={errorText}>The settings could not be loaded: {settings.error.message}</p>;
  if (!settings.data) return <p>Loading settings…</p>;
  return <SettingsForm loaded={settings.data} />;
}

/** `/admin/settings` (ADMIN): what the public site shows that changes without a release. */
export default function SettingsPage({ entry }: PageProps) {
  return (
    <AdminGate entry={entry}>
      {(session) => (
        <AdminFrame session={session} title={entry.title} lead={entry.description}>
          <Settings />
        </AdminFrame>
      )}
    </AdminGate>
  );
}
