import { ItemTrailsPage } from '../../components/item-trails-page.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import { useCourse } from './api/use-course.ts';

/** /Course-composition/{id}: the trails holding a course, each 'Trilha #id - title'. */
export default function CourseTrailsPage() {
  const id = useIdParam() ?? 0;
  const course = useCourse(id || undefined);
  return <ItemTrailsPage title={course.data ? `Trilhas vinculadas - ${course.data.title}` : 'Trilhas vinculadas'} back="/Course" itemId={id} type="course" />;
}
