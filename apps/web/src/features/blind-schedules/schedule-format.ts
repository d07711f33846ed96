/** A schedule's length for its card: 95 -> "1h 35m", 45 -> "45m", 180 -> "3h". */
export function formatScheduleLength(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

export const formatChips = (value: number): string => value.toLocaleString('en-US');

export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
