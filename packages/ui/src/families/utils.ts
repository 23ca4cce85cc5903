export { cn } from '../lib/utils';
export { readableTextColor, parseHex, contrastRatio } from '../lib/color';
export { getInitials } from '../lib/initials';
export { buttonVariants } from '../components/ui/button-variants';
