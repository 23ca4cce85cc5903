// The toolbar's viewport presets: the phone widths the product is designed for, a common laptop and the TV at the end
// of a meeting room (the presenter screen).
// A story picks one with `globals: { viewport: { value: 'phone320' } }`; both test projects honour it.
export const viewports = {
  phone320: {
    name: 'Phone 320 (iPhone SE 1st gen)',
    styles: { width: '320px', height: '568px' },
    type: 'mobile',
  },
  phone375: { name: 'Phone 375 (iPhone SE, 8)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  phone390: {
    name: 'Phone 390 (iPhone 12 to 16)',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
  phone414: {
    name: 'Phone 414 (iPhone Plus, XR)',
    styles: { width: '414px', height: '896px' },
    type: 'mobile',
  },
  laptop1280: { name: 'Laptop 1280', styles: { width: '1280px', height: '720px' }, type: 'desktop' },
  laptop1366: { name: 'Laptop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
  tv1920: { name: 'TV 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;
