// Commitment slides in the views: a closing activity, where each participant writes one thing they will do
// differently and may leave an e-mail address for one reminder.
import { TargetIcon } from 'lucide-react';
import { live } from '../../../../i18n/live';
import type { SlideView } from '../kind';

export const commitment: SlideView<'commitment'> = {
  label: 'live.curriculum.commitment',
  icon: TargetIcon,
  meta: (_slide, t) => t('live.curriculum.closingActivity'),
  Body: function CommitmentBody({ slide }) {
    const t = live.useT();
    return (
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{slide.prompt}</p>
        <p className="text-muted-foreground">{t('live.curriculum.commitmentBody')}</p>
      </div>
    );
  },
};
