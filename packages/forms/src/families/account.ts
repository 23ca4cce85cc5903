export * from '../account/profile-schema';
export * from '../account/change-password-schema';
export * from '../account/profile-form';
export * from '../account/change-password-form';
