import { runStories } from '../storyRunner';
import { drawableCanvas } from './drawableCanvas';

drawableCanvas();
runStories(import.meta.glob('../../../stories/term-sheet-signing/*.stories.tsx', { eager: true }));
