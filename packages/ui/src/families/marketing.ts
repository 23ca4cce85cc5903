// The public site's sections (landing page): its own entry, so a public page loads none of the app's views.
export * from '../components/views/pricing-card';
export * from '../components/views/logo-carousel';
export * from '../components/views/category-card';
export * from '../components/views/step-card';
