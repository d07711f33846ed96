/*
 * The blind-clock feature's public surface for other features: its pages are mounted by app/
 * from routes/ (each page its own chunk); what another feature comes to need is exported here,
 * never by file (decision 0019). The game night's play screen reuses the sounds, the wake lock
 * and the formatting, so every clock in the app sounds and reads the same.
 */
export {
  createAudioCues,
  cuesBetween,
  type AudioContextFactory,
  type AudioCue,
  type AudioCues,
  type ClockSounds,
} from './audio-cues';
export { blindsText, formatChips, formatClockTime, levelName } from './clock-format';
export { useWakeLock } from './use-wake-lock';
