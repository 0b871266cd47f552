/**
 * Intl date formats are costly to make (tens of microseconds) and never change: each locale and shape is made once
 * per process. The keys are few (the markets' tags times the shapes the code asks for).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function getDateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
