// Video slides on a participant's phone: the video plays on the host's screen.
import { Centered } from '../../../live/centered';
import type { ParticipantSlideView } from '../kind';

export const videoParticipant: ParticipantSlideView<'video'> = {
  Screen: ({ slide }) => (
    <Centered title={slide.title || 'Video'}>
      <p className="text-muted-foreground">Watch the host's screen.</p>
    </Centered>
  ),
};
