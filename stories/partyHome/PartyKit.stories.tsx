import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureCard, FigureGrid, PartyPage, PartySection, PlainList } from '../../src/web/kit/party';

/** The simplified layout's pieces on their own: they know no business, only titles, figures and rows. */
function PartyKitSample({ rows }: { rows: number }) {
  return (
    <PartyPage title="Welcome, Sample Co" lead="Your figures as of today.">
      <PartySection title="Your money">
        <FigureGrid>
          <FigureCard
            label="Credit you can use"
            value="$1,234.50"
            hint="of your $5,000.00 limit"
            action={<a href="#more">More</a>}
          />
          <FigureCard label="Paid to you" value="$0.00" />
        </FigureGrid>
      </PartySection>
      <PartySection title="Per customer">
        <PlainList
          label="Per customer"
          empty="Nothing here yet."
          rows={Array.from({ length: rows }, (_, index) => ({
            key: index,
            label: `Customer ${index + 1}`,
            value: `$${index + 1}.00`,
            detail: index === 0 ? 'A second line' : undefined,
          }))}
        />
      </PartySection>
    </PartyPage>
  );
}

const meta = {
  title: 'PartyHome/PartyKit',
  component: PartyKitSample,
  args: { rows: 2 },
} satisfies Meta<typeof PartyKitSample>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page names itself, its sections by their headings, each figure by its label. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Welcome, Sample Co' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Your money' })).toBeInTheDocument();
    const figure = canvas.getByRole('group', { name: 'Credit you can use' });
    await expect(within(figure).getByText('$1,234.50')).toBeInTheDocument();
    await expect(within(figure).getByText('of your $5,000.00 limit')).toBeInTheDocument();
    await expect(within(figure).getByRole('link', { name: 'More' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Per customer' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('A second line')).toBeInTheDocument();
  },
};

/** An empty list says so in words instead of an empty frame. */
export const EmptyList: Story = {
  args: { rows: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing here yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Per customer' })).toBeNull();
  },
};
