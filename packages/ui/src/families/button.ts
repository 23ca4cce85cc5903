export * from '../components/ui/button';
