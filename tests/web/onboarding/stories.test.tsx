import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/onboarding/*.stories.tsx', { eager: true }));
