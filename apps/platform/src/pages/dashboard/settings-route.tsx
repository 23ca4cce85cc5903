import { useState } from 'react';
import { ChangePasswordForm, ProfileForm } from '@readyteams/forms/account';
import { toast } from '@readyteams/ui';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  ThemeSwitch,
} from '@readyteams/ui/form';
import { isLocale, localeNames, locales, readLocale, storeLocale } from '@readyteams/ui/i18n';
import { isApiError, useChangePassword, usePatchProfile } from '@readyteams/api-client';
import { useAuth } from '../../lib/auth';

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/**
 * The host's language: what the presenter screen and the host controls speak in this browser (kept in localStorage,
 * like the theme; the device's language until chosen).
 */
function LanguageSetting() {
  const [locale, setLocale] = useState(readLocale);
  return (
    <Select
      value={locale}
      onValueChange={(value) => {
        if (!isLocale(value)) return;
        storeLocale(value);
        setLocale(value);
      }}
    >
      <SelectTrigger className="w-56" aria-labelledby="language-title" aria-describedby="language-note">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {locales.map((code) => (
          <SelectItem key={code} value={code} lang={code}>
            {localeNames[code]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export default function SettingsRoute() {
  const { user, setUser } = useAuth();
  const patchProfile = usePatchProfile();
  const changePassword = useChangePassword();
  return (
    <div className="max-w-2xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">{user?.email}</p>
      </div>
      <section
        aria-labelledby="profile-title"
        className="space-y-4 rounded-xl border border-border bg-card p-6"
      >
        <h2 id="profile-title" className="text-lg font-semibold">
          Profile
        </h2>
        <ProfileForm
          defaultValues={{ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' }}
          onSubmit={async (payload) => {
            const updated = await patchProfile.mutateAsync(payload);
            setUser(updated);
            toast({ title: 'Success', description: 'Profile updated', variant: 'success' });
          }}
        />
      </section>
      <section
        aria-labelledby="appearance-title"
        className="space-y-4 rounded-xl border border-border bg-card p-6"
      >
        <h2 id="appearance-title" className="text-lg font-semibold">
          Appearance
        </h2>
        <ThemeSwitch aria-labelledby="appearance-title" />
      </section>
      <section
        aria-labelledby="language-title"
        className="space-y-4 rounded-xl border border-border bg-card p-6"
      >
        <div className="space-y-1">
          <h2 id="language-title" className="text-lg font-semibold">
            Language
          </h2>
          <p id="language-note" className="text-sm text-muted-foreground">
            Of your live sessions: the presenter screen and the host controls. Participants choose their own.
          </p>
        </div>
        <LanguageSetting />
      </section>
      <section
        aria-labelledby="password-title"
        className="space-y-4 rounded-xl border border-border bg-card p-6"
      >
        <h2 id="password-title" className="text-lg font-semibold">
          Change password
        </h2>
        <ChangePasswordForm
          onSubmit={async (payload) => {
            try {
              await changePassword.mutateAsync(payload);
            } catch (error) {
              if (isApiError(error) && error.fieldErrors.currentPassword)
                throw new Error(CURRENT_PASSWORD_WRONG);
              throw error;
            }
            toast({ title: 'Success', description: 'Password changed', variant: 'success' });
          }}
        />
      </section>
    </div>
  );
}
