// Small helpers of the live views (kept here so the participant page does not load the API client's code).

/** 'A', 'B', ... for lettered choices. */
export const optionLetter = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : optionLetter(Math.floor(index / 26) - 1) + optionLetter(index % 26);

/** Key of an answer or count: `${slideIndex}:${questionIndex}`. */
export const answerKey = (slideIndex: number, questionIndex: number) => `${slideIndex}:${questionIndex}`;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
