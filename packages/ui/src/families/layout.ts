export * from '../components/ui/card';
export * from '../components/ui/tabs';
export * from '../components/ui/accordion';
export * from '../components/ui/collapsible';
