import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../src/shared/messages';
import { findToast } from '../kit/findToast';
import { fakeWorkflowServer } from '../schedules/workflows/fakeWorkflowServer';
import { pending } from '../shell/fakeApi';
import { link, linkAddress, signingHandlers, usedLink, usedMeanwhile } from './fixtures';
import { SigningStory } from './SigningStory';

const S = messages.signing;
const server = fakeWorkflowServer(signingHandlers);
const page = within(document.body);

const meta = {
  title: 'Term sheet signing/SignaturePage',
  component: SigningStory,
  args: { address: linkAddress },
  beforeEach: server.beforeEach,
} satisfies Meta<typeof SigningStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const pad = () => page.findByRole('img', { name: S.padLabel });
const clearButton = () => page.getByRole('button', { name: messages.termSheet.clear });
const saveButton = () => page.getByRole('button', { name: messages.termSheet.save });
const addressIs = (path: string) =>
  waitFor(() => expect(page.getByLabelText('Address')).toHaveTextContent(path));

/** One stroke across the pad with the mouse (a pen or a finger sends the same pointer events). */
async function draw() {
  const target = await pad();
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target, coords: { clientX: 20, clientY: 30 } },
    { target, coords: { clientX: 90, clientY: 45 } },
    { target, coords: { clientX: 160, clientY: 35 } },
    { keys: '[/MouseLeft]', target },
  ]);
}

/**
 * The link is checked first; the pad starts empty with Save disabled. A stroke enables Save and
 * Clear, Clear empties the pad again; Save sends the drawing and the owner lands on /login.
 */
export const DrawClearAndSave: Story = {
  play: async () => {
    await pad();
    await expect(server.lastBody('term_sheet/status')).toEqual(link);
    await expect(saveButton()).toBeDisabled();
    await expect(clearButton()).toBeDisabled();

    await draw();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(clearButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await expect(server.callsTo('term_sheet/sign')).toHaveLength(0);

    await draw();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    await expect(await findToast(S.signed.message)).toBeInTheDocument();
    await addressIs('/login');
    const sent = server.lastBody('term_sheet/sign') as Record<string, string>;
    await expect(sent).toMatchObject(link);
    await expect(sent.signature).toMatch(/^data:image\/png;base64,/);
  },
};

/** Save and Clear are buttons: the keyboard reaches and presses them. */
export const SaveWithTheKeyboard: Story = {
  play: async () => {
    await draw();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    saveButton().focus();
    await userEvent.keyboard('{Enter}');
    await addressIs('/login');
  },
};

/** A link already used (signed, revised, or not the owner's) goes to /linkexpire. */
export const UsedLink: Story = {
  parameters: { api: { 'term_sheet/status': usedLink } },
  play: async () => {
    await addressIs('/linkexpire');
    await expect(await page.findByText(messages.session.linkUsedOnce)).toBeInTheDocument();
  },
};

/** Another save won while this one was on its way: the server refuses the link as used. */
export const UsedWhileSaving: Story = {
  parameters: { api: { 'term_sheet/sign': usedMeanwhile } },
  play: async () => {
    await draw();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    await addressIs('/linkexpire');
  },
};

/** A link without its token goes to /login without asking the server. */
export const MissingParameter: Story = {
  args: { address: `/signature?id=${link.term_sheet_id}&id2=${link.owner_id}` },
  play: async () => {
    await addressIs('/login');
    await expect(server.callsTo('term_sheet/status')).toHaveLength(0);
  },
};

/** The server refuses the drawing: its message shows, and Try again sends it once more. */
export const SaveRefused: Story = {
  parameters: {
    api: {
      'term_sheet/sign': () => ({ status: 400, body: { status: false, message: S.blank } }),
    },
  },
  play: async () => {
    await draw();
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent(S.blank);
    await userEvent.click(within(alert).getByRole('button', { name: messages.common.tryAgain }));
    await waitFor(() => expect(server.callsTo('term_sheet/sign')).toHaveLength(2));
  },
};

/** The check could not be made: the message and Try again. */
export const CheckFailed: Story = {
  parameters: {
    api: { 'term_sheet/status': () => ({ status: 503, body: { status: false, message: 'Server Error' } }) },
  },
  play: async () => {
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Server Error');
    await userEvent.click(within(alert).getByRole('button', { name: messages.common.tryAgain }));
    await waitFor(() => expect(server.callsTo('term_sheet/status')).toHaveLength(2));
  },
};

/** While the link is being checked. */
export const Checking: Story = {
  parameters: { api: { 'term_sheet/status': pending } },
  play: async () => {
    await expect(await page.findByRole('status', { name: S.checking })).toBeInTheDocument();
    await expect(page.queryByRole('img', { name: S.padLabel })).not.toBeInTheDocument();
  },
};
