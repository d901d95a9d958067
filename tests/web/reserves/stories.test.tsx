import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/reserves/ReservesPage*.stories.tsx', { eager: true }));
