export * from '../components/ui/dialog';
export * from '../components/ui/alert-dialog';
export * from '../components/ui/sheet';
export * from '../components/ui/dropdown-menu';
export * from '../components/ui/tooltip';
export * from '../components/ui/popover';
export * from '../components/ui/command';
