import { useParams } from 'react-router';
import { isApiError, useAnswerCheckIn, useCheckIn } from '@readyteams/api-client';
import { CheckInView, type CheckInError } from '@readyteams/ui/views';

/** The server's own words for a link it refuses (not valid, expired, answered, too many attempts), else the view's. */
const errorOf = (error: unknown): CheckInError =>
  isApiError(error) && error.status < 500 && error.serverMessage ? { message: error.serverMessage } : {};

/**
 * /check-in/:token — the follow-up e-mail's one question, answered once without an account. The token is the
 * only key: the page shows the participant's own commitment and nothing about anyone else.
 */
export default function CheckInRoute() {
  const { token } = useParams();
  const checkIn = useCheckIn(token);
  const answer = useAnswerCheckIn();
  return (
    <CheckInView
      checkIn={checkIn.data ?? null}
      error={checkIn.isError ? errorOf(checkIn.error) : null}
      sent={answer.isSuccess}
      sending={answer.isPending}
      sendError={answer.isError ? errorOf(answer.error) : null}
      onSend={(body) => {
        if (token) answer.mutate({ token, body });
      }}
    />
  );
}
