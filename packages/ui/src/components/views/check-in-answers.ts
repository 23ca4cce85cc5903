// The follow-up check-in's answers (openapi.yaml CheckInAnswer), in the order the page and the impact report show
// them: the participant's choice and the report's chart read the same labels.

export type CheckInAnswerValue = 'not-yet' | 'partly' | 'yes';

export const CHECK_IN_ANSWERS: ReadonlyArray<{ value: CheckInAnswerValue; label: string }> = [
  { value: 'not-yet', label: 'Not yet' },
  { value: 'partly', label: 'Partly' },
  { value: 'yes', label: 'Yes' },
];

/** Longest comment a check-in takes, in characters (CheckInAnswer.comment). */
export const CHECK_IN_COMMENT_MAX = 500;
