export * from '../components/views/types';
export * from '../components/views/scenario-card';
export * from '../components/views/scenario-preview';
export * from '../components/views/start-session-dialog';
export * from '../components/views/active-session-banner';
export * from '../components/views/check-in-answers';
export * from '../components/views/check-in-view';
export { slideViewOf, slideViews, unsupportedSlide } from '../components/views/slides';
export type { SlideView } from '../components/views/slides/kind';
