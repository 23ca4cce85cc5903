// Video slides on a participant's phone: the video plays on the host's screen.
import type { LiveSlideOf } from '@readyteams/activities/live';
import { participant } from '../../../../i18n/participant';
import { screens } from '../../../../i18n/screens';
import { Centered } from '../../../live/centered';
import type { TranslateOf } from '../../../../i18n/catalogue';
import type { ParticipantSlideView } from '../kind';

const headingOf = (slide: LiveSlideOf<'video'>, t: TranslateOf<typeof screens>) =>
  slide.title || t('screens.video.title');

export const videoParticipant: ParticipantSlideView<'video'> = {
  Screen: function VideoScreen({ slide }) {
    const t = screens.useT();
    const tp = participant.useT();
    return (
      <Centered title={headingOf(slide, t)}>
        <p className="text-muted-foreground">{tp('participant.watchHost')}</p>
      </Centered>
    );
  },
  announcement: (slide, _state, t) => t('screens.announce.video', { title: headingOf(slide, t) }),
};
