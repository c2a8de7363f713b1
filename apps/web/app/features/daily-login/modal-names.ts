/** Modal names of the daily login (all three are spec openModal values). */
export const DAILY_LOGIN_MODALS = {
  dailyLogin: 'daily-login',
  map: 'daily-login-map',
  playback: 'app-playback',
} as const;
