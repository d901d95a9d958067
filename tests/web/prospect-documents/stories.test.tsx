import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/prospect-documents/*.stories.tsx', { eager: true }));
