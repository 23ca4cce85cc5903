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
import {
  isLocale,
  localeNames,
  locales,
  readLocale,
  storeLocale,
  useLocaleSwitch,
} from '@readyteams/ui/i18n';
import { isApiError, useChangePassword, usePatchProfile } from '@readyteams/api-client';
import { app } from '../../i18n/app';
import { useAuth } from '../../lib/auth';

/**
 * The host's language: what the dashboard, the presenter screen and the host controls speak in this browser (kept
 * in localStorage, like the theme; the device's language until chosen). Under the app's LocaleProvider the choice
 * switches every page at once; the language stays as it was if its words cannot be loaded (choose it again).
 */
function LanguageSetting() {
  const current = useLocaleSwitch();
  // Without a LocaleProvider: only kept, for the pages opened next.
  const [stored, setStored] = useState(readLocale);
  return (
    <Select
      value={current?.locale ?? stored}
      onValueChange={(value) => {
        if (!isLocale(value)) return;
        if (current) void current.setLocale(value).catch(() => {});
        else {
          storeLocale(value);
          setStored(value);
        }
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
  const t = app.useT();
  return (
    <div className="max-w-2xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('app.settings.title')}</h1>
        <p className="text-muted-foreground">{user?.email}</p>
      </div>
      <section
        aria-labelledby="profile-title"
        className="space-y-4 rounded-xl border border-border bg-card p-6"
      >
        <h2 id="profile-title" className="text-lg font-semibold">
          {t('app.settings.profile')}
        </h2>
        <ProfileForm
          defaultValues={{ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' }}
          ssoProvider={user?.ssoProvider}
          onSubmit={async (payload) => {
            const updated = await patchProfile.mutateAsync(payload);
            setUser(updated);
            toast({
              title: t('app.common.success'),
              description: t('app.settings.profileUpdated'),
              variant: 'success',
            });
          }}
        />
      </section>
      <section
        aria-labelledby="appearance-title"
        className="space-y-4 rounded-xl border border-border bg-card p-6"
      >
        <h2 id="appearance-title" className="text-lg font-semibold">
          {t('app.settings.appearance')}
        </h2>
        {/* Wraps on a narrow phone when the three choices' words are long (Système, Sistema). */}
        <ThemeSwitch aria-labelledby="appearance-title" className="max-w-full flex-wrap" />
      </section>
      <section
        aria-labelledby="language-title"
        className="space-y-4 rounded-xl border border-border bg-card p-6"
      >
        <div className="space-y-1">
          <h2 id="language-title" className="text-lg font-semibold">
            {t('app.settings.language')}
          </h2>
          <p id="language-note" className="text-sm text-muted-foreground">
            {t('app.settings.languageNote')}
          </p>
        </div>
        <LanguageSetting />
      </section>
      <section
        aria-labelledby="password-title"
        className="space-y-4 rounded-xl border border-border bg-card p-6"
      >
        <h2 id="password-title" className="text-lg font-semibold">
          {t('app.settings.password')}
        </h2>
        <ChangePasswordForm
          onSubmit={async (payload) => {
            try {
              await changePassword.mutateAsync(payload);
            } catch (error) {
              if (isApiError(error) && error.fieldErrors.currentPassword)
                throw new Error(t('app.settings.currentPasswordWrong'));
              throw error;
            }
            toast({
              title: t('app.common.success'),
              description: t('app.settings.passwordChanged'),
              variant: 'success',
            });
          }}
        />
      </section>
    </div>
  );
}
