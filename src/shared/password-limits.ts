/** The password lengths, apart from the checker so that browser code can import them without the dictionaries. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
