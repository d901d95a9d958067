import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/schedules/workflows/*.stories.tsx', { eager: true }));
