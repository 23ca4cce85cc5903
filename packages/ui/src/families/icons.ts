// The one icon set of the product, re-exported so apps need no direct lucide dependency.
export * from 'lucide-react';
