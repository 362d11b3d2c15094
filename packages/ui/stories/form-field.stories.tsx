import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CheckboxField, SelectField, TextArea, TextField } from '@site/ui/form-field';
import { dark, light } from './schemes.ts';

const meta = {
  title: 'Components/FormField',
  component: TextField,
  args: { label: 'Work email', type: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const CHANNELS = ['Phone payments (DTMF)', 'Payment links', 'Pay by bank', 'Automated IVR'];

/** The demo-request form's fields as a visitor first sees them: hints, required marks, one disabled. */
function DemoForm() {
  return (
    <>
      <TextField label="Full name" autoComplete="name" required />
      <TextField label="Work email" type="email" autoComplete="email" hint="We reply from demo@keyline.example within one working day." required />
      <TextField label="Company" autoComplete="organization" defaultValue="Northbridge Insurance" />
      <SelectField label="Main payment channel" hint="The one you would like to see first." defaultValue="">
        <option value="" disabled>
          Choose a channel
        </option>
        {CHANNELS.map((channel) => (
          <option key={channel}>{channel}</option>
        ))}
      </SelectField>
      <TextArea label="How do your agents take payments today?" hint="For example: agents key card numbers into the CRM while on the call." />
      <TextField label="Reference" defaultValue="DEMO-2026-0412" disabled />
      <CheckboxField label="Send me the PCI DSS scope checklist" hint="One email; no mailing list." defaultChecked />
      <CheckboxField label="I agree to Keyline contacting me about this request" />
    </>
  );
}

/** The same fields after a failed submit: each invalid field says what to fix. */
function DemoFormInvalid() {
  return (
    <>
      <TextField label="Full name" autoComplete="name" required defaultValue="" error="Enter your full name." />
      <TextField
        label="Work email"
        type="email"
        autoComplete="email"
        hint="We reply from demo@keyline.example within one working day."
        required
        defaultValue="priya.raman@northbridge"
        error="Enter an email address in the format name@example.com."
      />
      <SelectField label="Main payment channel" required defaultValue="" error="Choose the payment channel you would like to see first.">
        <option value="" disabled>
          Choose a channel
        </option>
        {CHANNELS.map((channel) => (
          <option key={channel}>{channel}</option>
        ))}
      </SelectField>
      <TextArea
        label="How do your agents take payments today?"
        defaultValue="Agents read the card number back to the caller and key it into our CRM, 4111 1111 1111 1111"
        error="Remove the card number: never send card details in this form."
      />
    </>
  );
}

/** One text field, with controls. */
export const TextFieldLight: Story = { globals: light };
export const TextFieldDark: Story = { globals: dark };

export const Light: Story = { render: () => <DemoForm />, globals: light };
export const Dark: Story = { render: () => <DemoForm />, globals: dark };
export const InvalidLight: Story = { render: () => <DemoFormInvalid />, globals: light };
export const InvalidDark: Story = { render: () => <DemoFormInvalid />, globals: dark };
