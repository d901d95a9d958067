import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/schedule-workflows/*.stories.tsx', { eager: true }));
