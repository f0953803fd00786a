import { Link } from '@/components/ui/link';
import {
  bounceClasses,
  bounceSides,
  formatAlertValue,
  incidentFirstStep,
  whyFailedPath,
  type AlertIncident,
  type BounceClass,
  type BounceSide,
} from '@/contract';
import { Badge } from '@/components/ui/badge';
import { formatNumber, formatUtc } from '@/lib/format';
import { bounceClassLabels, bounceSideMeta } from '@/lib/labels/bounce-labels';
import { valueVsThreshold, volumeText } from '../lib/incident-text';

const muted = 'text-zinc-600 dark:text-zinc-400';
const link =
  'font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300';
const known = <T extends string>(list: readonly T[], v: string): v is T =>
  (list as readonly string[]).includes(v);

/** The value at opening (frozen) and, where the service says, the latest one: one term each. */
export function IncidentValues({ incident: i }: { incident: AlertIncident }) {
  const now =
    i.value_now === undefined
      ? null
      : i.value_now === null
        ? 'no mail to measure'
        : `${formatAlertValue(i.metric, i.value_now)}, ${volumeText(i.metric, i.volume_now ?? 0)}`;
  return (
    <>
      <dt className={muted}>Value at opening</dt>
      <dd className="tabular-nums">
        {valueVsThreshold(i)}, {volumeText(i.metric, i.volume)}
      </dd>
      {now && (
        <>
          <dt className={muted}>{i.state === 'firing' ? 'Value now' : 'Value when it ended'}</dt>
          <dd className="tabular-nums">
            {now}
            {i.measured_at && <span className={muted}> (measured {formatUtc(i.measured_at)})</span>}
          </dd>
        </>
      )}
    </>
  );
}

/**
 * What failed among the messages the incident counted, who can fix it, what to do first and the
 * statistics' Why mail failed over the same days and scope. Nothing when the service says nothing.
 */
export function IncidentFailures({ incident: i }: { incident: AlertIncident }) {
  const classes = i.failures?.classes ?? [];
  const step = incidentFirstStep(i.failures);
  const why = i.drilldown && i.failures ? whyFailedPath(i.drilldown) : null;
  if (!classes.length && !why) return null;
  return (
    <section aria-label={`Why ${i.rule_name} fired`} className="flex flex-col gap-1.5">
      <h3 className="font-medium">Top failure classes</h3>
      {classes.length ? (
        <ol aria-label="Top failure classes" className="flex flex-col gap-1">
          {classes.map((c) => (
            <li key={`${c.class}|${c.side}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium">
                {known(bounceClasses, c.class) ? bounceClassLabels[c.class as BounceClass] : c.class}
              </span>
              <Badge
                tone={known(bounceSides, c.side) ? bounceSideMeta[c.side as BounceSide].tone : 'neutral'}
              >
                {known(bounceSides, c.side) ? bounceSideMeta[c.side as BounceSide].label : c.side}
              </Badge>
              <span className={`${muted} tabular-nums`}>
                {formatNumber(c.count)} of {formatNumber(i.failures!.classified)} classified
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={muted}>None of the messages it counted carries a classified reply.</p>
      )}
      {step && (
        <p>
          <span className="font-medium">What to do first:</span> {step}
        </p>
      )}
      {why && (
        <p>
          <Link to={why} className={link}>
            Why mail failed
          </Link>{' '}
          <span className={muted}>(statistics, the same days and scope)</span>
        </p>
      )}
    </section>
  );
}
