/** spec §9: where the theme (dark or light) is stored. Shared by the inline script and the toggle. */
export const THEME_STORAGE_KEY = "platoboat-theme";
