import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/invoices/*.stories.tsx', { eager: true }));
