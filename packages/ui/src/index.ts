export * from './families/utils';
export * from './families/button';
export * from './families/form';
export * from './families/overlay';
export * from './families/feedback';
export * from './families/layout';
export * from './families/patterns';
export * from './families/views';
