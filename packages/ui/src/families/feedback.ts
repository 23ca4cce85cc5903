export * from '../components/ui/toast';
export * from '../components/ui/spinner';
export * from '../components/ui/skeleton';
export * from '../components/ui/progress';
export * from '../components/ui/badge';
export * from '../components/ui/avatar';
