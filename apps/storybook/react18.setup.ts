import { version } from 'react';
import { version as domVersion } from 'react-dom';

// The react18 project is only worth running if the aliases really reach the 18 copies.
if (!version.startsWith('18.') || !domVersion.startsWith('18.')) {
  throw new Error(`The react18 project runs react ${version} and react-dom ${domVersion}`);
}
