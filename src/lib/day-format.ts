/** The console's day formats for a UTC day (`2026-11-09`), shared by the statistics and the chart kit. */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Written out by hand: the same for every viewer, and "Sep", not the "Sept" some locales give. */
const parts = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    d: date.getUTCDate(),
    m: months[date.getUTCMonth()]!,
    y: date.getUTCFullYear(),
    w: weekdays[date.getUTCDay()]!,
  };
};

/** `9 Nov 2026` */
export const formatDay = (day: string) => {
  const { d, m, y } = parts(day);
  return `${d} ${m} ${y}`;
};
/** `9 Nov`, for axis ticks. */
export const formatShortDay = (day: string) => {
  const { d, m } = parts(day);
  return `${d} ${m}`;
};
/** `Mon, 9 Nov 2026` */
export const formatWeekday = (day: string) => `${parts(day).w}, ${formatDay(day)}`;
