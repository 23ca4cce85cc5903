// The follow-up check-in's answers (openapi.yaml CheckInAnswer), in the order the page and the impact report show
// them: the participant's choice and the report's chart read the same labels (the screens catalogue's
// `screens.checkIn.<answer>`).

export type CheckInAnswerValue = 'not-yet' | 'partly' | 'yes';

export const CHECK_IN_ANSWERS: readonly CheckInAnswerValue[] = ['not-yet', 'partly', 'yes'];

/** Longest comment a check-in takes, in characters (CheckInAnswer.comment). */
export const CHECK_IN_COMMENT_MAX = 500;
