import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../src/shared/messages';
import { signedTermSheetState } from '../../src/web/features/term-sheet-signing/signedTermSheetState';
import { fakeWorkflowServer } from '../schedules/workflows/fakeWorkflowServer';
import { savedSignature } from './fixtures';
import { SigningStory } from './SigningStory';

const S = messages.signing;
const server = fakeWorkflowServer(() => ({
  'term_sheet/signed': () => ({ body: { status: true, signed: savedSignature } }),
}));
const page = within(document.body);
const opened = { owner_id: savedSignature.owner_id, term_id: savedSignature.term_id, prospect_id: 7 };

const meta = {
  title: 'Term sheet signing/SignedTermSheetPage',
  component: SigningStory,
  args: { address: '/SignedTermSheet', state: signedTermSheetState.write(opened) },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof SigningStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const addressIs = (path: string) =>
  waitFor(() => expect(page.getByLabelText('Address')).toHaveTextContent(path));

/** The saved signature with who, when, where from and the terms' fingerprint; Close goes back. */
export const Signed: Story = {
  play: async () => {
    await page.findByRole('img', { name: S.signatureAlt('Jordan Miles') });
    await expect(server.lastBody('term_sheet/signed')).toEqual(opened);
    await expect(page.getByText('203.0.113.9')).toBeInTheDocument();
    await expect(page.getByText(savedSignature.signed_terms_hash)).toBeInTheDocument();
    // The screen's own Close (a leaving toast has one too).
    const screen = within(page.getByRole('region', { name: 'Screen' }));
    await userEvent.click(screen.getByRole('button', { name: messages.common.close }));
    await addressIs('/prospectindex');
  },
};

/** Opened without the owner, term and prospect: back to the prospects. */
export const WithoutState: Story = {
  args: { state: undefined },
  play: async () => {
    await addressIs('/prospectindex');
    await expect(server.callsTo('term_sheet/signed')).toHaveLength(0);
  },
};
