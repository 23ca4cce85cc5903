// Small helpers of the live views (kept here so the participant page does not load the API client's code).

/** 'A', 'B', ... for lettered choices. */
export const optionLetter = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : optionLetter(Math.floor(index / 26) - 1) + optionLetter(index % 26);

/** Key of an answer or count: `${slideIndex}:${questionIndex}`. */
export const answerKey = (slideIndex: number, questionIndex: number) => `${slideIndex}:${questionIndex}`;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What a live screen says for a slide of a type this app does not know (a newer server): never another type's view.
 * The switches over slide types end with `unsupported(slide.slideType)`, so a type they miss is a type error.
 */
export const UNSUPPORTED_SLIDE = 'This kind of slide cannot be shown in this version of the app.';
export const unsupported = (slideType: never): string => slideType;
