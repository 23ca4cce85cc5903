export * from '../components/patterns/list-layout';
export * from '../components/patterns/confirm-dialog';
export * from '../components/patterns/media-upload';
export * from '../components/patterns/infinite-scroll-grid';
export * from '../components/patterns/empty-state';
export * from '../components/patterns/dashboard-shell';
export * from '../lib/sortable';
