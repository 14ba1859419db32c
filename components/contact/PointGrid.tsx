import s from './contact.module.css';

/** A numbered card grid: intro points, steps, partnership areas. */
export function PointGrid({
  items,
  numbered = false,
}: {
  items: { id: string; title: string; body: string }[];
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={s.pointGrid} role="list">
      {items.map((item, index) => (
        <li key={item.id} className={s.pointCard}>
          {numbered && (
            <span className={s.pointIndex} aria-hidden="true">
              {index + 1}
            </span>
          )}
          <h3 className={s.pointTitle}>{item.title}</h3>
          <p>{item.body}</p>
        </li>
      ))}
    </List>
  );
}
